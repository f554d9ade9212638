/** Runs once when the server starts: a broken configuration stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, EnvError } = await import("@/lib/env");
  try {
    const { provider } = env();
    console.log(provider.mode === "sandbox" ? `Ridedesk: provider is the embedded sandbox at ${provider.baseUrl}` : `Ridedesk: provider is ${provider.baseUrl}`);
  } catch (e) {
    if (!(e instanceof EnvError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
