/**
 * Helpers for deploy/production.test.ts: the shipped nginx site made to run on loopback ports in a
 * folder of its own, a client that picks its source address (so nginx sees several clients), and
 * nginx's access log read back to tell which app process answered.
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import path from "node:path";

export const SHIPPED_SITE = path.join(import.meta.dirname, "nginx/ridedesk.conf");

export type SiteSettings = { appPorts: [number, number]; httpsPort: number; httpPort: number; dir: string; cert: string; key: string };

/**
 * The shipped site with only its host, ports and paths changed. Each change must find exactly what it
 * expects, so an edit to the shipped file that this does not follow fails the test instead of testing
 * something else.
 */
export function siteForTest(shipped: string, s: SiteSettings): string {
  const changes: [string, string][] = [
    ["server 127.0.0.1:3000 ", `server 127.0.0.1:${s.appPorts[0]} `],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${s.appPorts[1]} `],
    ["    listen 80;\n", `    listen 127.0.0.1:${s.httpPort};\n`],
    ["    listen [::]:80;\n", ""],
    ["    listen 443 ssl;\n", `    listen 127.0.0.1:${s.httpsPort} ssl;\n`],
    ["    listen [::]:443 ssl;\n", ""],
    ["/etc/letsencrypt/live/ridedesk.example.com/fullchain.pem", s.cert],
    ["/etc/letsencrypt/live/ridedesk.example.com/privkey.pem", s.key],
    ["/var/log/nginx/", `${s.dir}/`],
    ["ridedesk.example.com", "localhost"],
  ];
  let site = shipped;
  for (const [from, to] of changes) {
    if (!site.includes(from)) throw new Error(`the shipped nginx site no longer has "${from.trim()}": update siteForTest`);
    site = site.replaceAll(from, to);
  }
  return site;
}

/** nginx's main configuration around the site: everything it writes stays in `dir`. */
export function nginxConfig(dir: string, site: string, runAsRoot: boolean): string {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`).join("\n");
  // As root, nginx's workers would switch to an unprivileged user that cannot enter the test's folder.
  return `${runAsRoot ? "user root root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
${temp}
  access_log off;
  include ${site};
}
`;
}

/** Free TCP ports on loopback, all different. */
export async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer().listen(0, "127.0.0.1", () => resolve(server));
          server.on("error", reject);
        }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request, on a connection of its own from the given loopback address (nginx sees each as a
 * client), with the test's certificate authority for https; redirects are not followed.
 */
export function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; ca?: string } = {},
): Promise<Answer> {
  const { method = "GET", headers = {}, body, from, ca } = options;
  const target = new URL(url);
  const send = target.protocol === "https:" ? https.request : http.request;
  // "localhost" is reached on 127.0.0.1, the address nginx listens on, and named as such in TLS and Host.
  const address = target.hostname === "localhost" ? "127.0.0.1" : target.hostname;
  return new Promise((resolve, reject) => {
    const request = send(
      {
        hostname: address,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: { host: target.host, ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) },
        localAddress: from,
        ca,
        servername: target.hostname,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The cookies a browser would keep from a series of answers, to send back. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(answer: Answer) {
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
  has = (name: string) => this.cookies.has(name);
  header = () => [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  copy() {
    const jar = new CookieJar();
    for (const [n, v] of this.cookies) jar.cookies.set(n, v);
    return jar;
  }
}

export type LogLine = { client: string; request: string; status: number; upstream: string; upstreamStatus: string; agent: string };

/** nginx's access log in the shipped `ridedesk` format, one entry per request answered. */
export function readAccessLog(file: string): LogLine[] {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const m = /^(\S+) \[[^\]]+\] "([^"]*)" (\d+) \d+ \S+ upstream=(.+?) upstream_status=(.+?) "([^"]*)"$/.exec(line);
      if (!m) throw new Error(`an access log line not in the ridedesk format: ${line}`);
      return { client: m[1]!, request: m[2]!, status: Number(m[3]), upstream: m[4]!, upstreamStatus: m[5]!, agent: m[6]! };
    });
}
