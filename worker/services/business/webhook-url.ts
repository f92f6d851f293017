/**
 * Which webhook URLs Rework will call (decision 274): https only, no credentials in the URL, and a host that is
 * plainly public. Refused: IP literals in private, loopback, link-local, shared (CGNAT), multicast, reserved and
 * documentation ranges (IPv4 and IPv6, including IPv4-mapped and NAT64 forms), "localhost", single-label names and
 * the special-use suffixes (.local, .internal, .localhost, .lan, .home.arpa, .test, .invalid, .example). Names
 * are NOT resolved: the Workers runtime offers no lookup whose answer the later fetch is bound to (decision 274).
 * The WHATWG URL parser has already turned "2130706433", "0x7f.1" and "[::ffff:7f00:1]" into canonical forms.
 */

export type WebhookUrlRefusal = "invalid_url" | "not_https" | "credentials" | "private_host";

const SPECIAL_SUFFIXES = [
  ".local",
  ".internal",
  ".localhost",
  ".lan",
  ".home.arpa",
  ".test",
  ".invalid",
  ".example",
  ".intranet",
  ".corp",
];

/** [network, prefix length] pairs for IPv4 addresses that are not public. */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

export function checkWebhookUrl(raw: string): { url: URL } | { refusal: WebhookUrlRefusal } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refusal: "invalid_url" };
  }
  if (url.protocol !== "https:") return { refusal: "not_https" };
  if (url.username || url.password) return { refusal: "credentials" };
  return isPublicHost(url.hostname) ? { url } : { refusal: "private_host" };
}

export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return isPublicIpv6(host.slice(1, -1));
  const v4 = parseIpv4(host);
  if (v4 !== null) return isPublicIpv4(v4);
  if (!host.includes(".") || host === "localhost") return false;
  return !SPECIAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

function parseIpv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function isPublicIpv4(address: number): boolean {
  return !PRIVATE_V4.some(([network, bits]) => {
    const base = parseIpv4(network)!;
    const size = 2 ** (32 - bits);
    return address >= base && address < base + size;
  });
}

/**
 * Eight 16-bit groups of an IPv6 address as the URL parser serialises it (hex groups, "::" at most once; it never
 * writes a dotted IPv4 tail), or null: anything else is refused as not public.
 */
function parseIpv6(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    (part ? part.split(":") : []).map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? Number.parseInt(g, 16) : Number.NaN));
  const head = parse(halves[0] ?? "");
  const rest = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest];
  return groups.every((g) => Number.isInteger(g)) ? groups : null;
}

function isPublicIpv6(address: string): boolean {
  const g = parseIpv6(address.toLowerCase());
  if (!g) return false;
  const embeddedV4 = (g[6]! * 65536 + g[7]!) >>> 0;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return false; // ::
  if (zeroUpTo(7) && g[7] === 1) return false; // ::1
  if (zeroUpTo(5) && g[5] === 0xffff) return isPublicIpv4(embeddedV4); // ::ffff:a.b.c.d
  if (zeroUpTo(6)) return isPublicIpv4(embeddedV4); // ::a.b.c.d (deprecated compatible form)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicIpv4(embeddedV4); // NAT64 64:ff9b::/96
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return false; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return false; // ff00::/8 multicast
  if (first === 0x2001 && g[1] === 0x0db8) return false; // 2001:db8::/32 documentation
  if (first === 0x2002) return isPublicIpv4((g[1]! * 65536 + g[2]!) >>> 0); // 6to4 embeds an IPv4 address
  if (first === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return false; // 100::/64 discard
  return true;
}
