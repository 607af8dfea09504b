-- wrk script of bench/wrk.ts: the method, body and content type come from the environment; at the end
-- wrk prints one line of JSON with the counts and latencies (microseconds) that bench/wrk.ts reads.
local method = os.getenv("WRK_METHOD")
if method and method ~= "GET" then
  wrk.method = method
  wrk.body = os.getenv("WRK_BODY") or ""
  wrk.headers["Content-Type"] = os.getenv("WRK_CONTENT_TYPE") or "application/json"
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"duration_us":%d,"p50_us":%d,"p99_us":%d,"max_us":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
