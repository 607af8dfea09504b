// Preloaded into Shopify CLI's process by the tests (`node --import`, extensions/shopify-cli.ts): CI has no
// network, and the CLI needs none to build. Its optional downloads (Theme Check's latest Liquid docs from
// GitHub, its own update check) fall back to what its npm package ships; this makes them fail at once, before
// any traffic, by refusing every DNS lookup but the machine's own, and says which host was refused.
import dns from 'node:dns';

const local = (hostname) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1';
const refusal = (hostname) => {
  process.stderr.write(`offline-guard: refused ${hostname}\n`);
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (offline)`), {
    code: 'ENOTFOUND',
    hostname,
  });
};

const lookup = dns.lookup;
dns.lookup = function offlineLookup(hostname, options, callback) {
  if (local(hostname)) return lookup.call(this, hostname, options, callback);
  const done = typeof options === 'function' ? options : callback;
  // Later, as a real lookup fails: a library that attaches its handlers after asking still gets the error.
  setTimeout(() => done(refusal(hostname)), 20);
};
const promisesLookup = dns.promises.lookup;
dns.promises.lookup = (hostname, options) =>
  local(hostname)
    ? promisesLookup(hostname, options)
    : new Promise((_, reject) => setTimeout(() => reject(refusal(hostname)), 20));
