// Load generator for bench/run.ts, in its own process so that it does not share the server's event loop.
// Input: one JSON argument {url, method, path, headers, body?, connections, duration}. Output: autocannon's result as JSON on stdout.
import autocannon from 'autocannon';

interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;

/** Each request comes "from" its own address (X-Forwarded-For, trusted by the bench server), so per-IP limits stay out of the figures. */
let counter = 0;
const nextIp = () => {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.duration,
      timeout: 10,
      requests: [
        {
          method: options.method,
          path: options.path,
          ...(options.body ? { body: options.body } : {}),
          setupRequest: (req) => ({ ...req, headers: { ...options.headers, 'x-forwarded-for': nextIp() } }),
        },
      ],
    },
    (error, res) => (error ? reject(error) : resolve(res)),
  );
});
process.stdout.write(JSON.stringify(result));
