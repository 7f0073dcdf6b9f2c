import autocannon from 'autocannon';
import { idTokenFor } from './tests/bench/lib/identity-token.ts';
const base = 'http://127.0.0.1:4670';
const token = await idTokenFor(base, process.argv[2]!, 'admin@exemplo.test', 'Painel@2026');
const url = `${base}${process.argv[3]}`;
const t0 = process.cpuUsage();
for (const d of [1, 6]) {
  const r = await autocannon({ url, connections: 50, duration: d, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } });
  console.log(d, 'rps', r.requests.average, 'p50', r.latency.p50, 'p97.5', r.latency.p97_5, 'non2xx', r.non2xx, 'bytes/s', r.throughput.average);
}
const u = process.cpuUsage(t0); console.log('load generator cpu s', ((u.user + u.system) / 1e6).toFixed(1), 'of 7 s');
