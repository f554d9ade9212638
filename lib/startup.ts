import "server-only";
import { env, EnvError } from "./env";

/** A broken configuration stops the server at start-up, with a message naming the variable. */
export function checkConfiguration() {
  try {
    const { provider } = env();
    console.log(
      provider.mode === "sandbox"
        ? `Ridedesk: the provider is the embedded sandbox at ${provider.baseUrl}`
        : `Ridedesk: the provider is ${provider.baseUrl}`,
    );
  } catch (e) {
    if (!(e instanceof EnvError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
