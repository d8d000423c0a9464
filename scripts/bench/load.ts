import autocannon from "autocannon";

export type LoadResult = {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
};

function summarize(name: string, connections: number, durationS: number, r: autocannon.Result): LoadResult {
  const statusCounts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(r.statusCodeStats ?? {})) statusCounts[code] = stats.count ?? 0;
  return {
    name,
    connections,
    durationS,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCounts,
  };
}

/** GET /api/health: the bare-route reference (what workerd and the harness cost with no work). */
export async function loadHealth(origin: string, connections: number, durationS: number): Promise<LoadResult> {
  const r = await autocannon({ url: `${origin}/api/health`, connections, duration: durationS });
  return summarize("GET /api/health", connections, durationS, r);
}

let sequence = 0;
/**
 * POST /api/inquiries with valid, distinct bodies (each one is a row in D1). `acknowledged` receives the
 * id of every inquiry answered 201, so the bench can check that each of them is really stored.
 */
export async function loadInquiries(
  origin: string,
  connections: number,
  durationS: number,
  acknowledged: Set<number>,
): Promise<LoadResult> {
  const r = await autocannon({
    url: `${origin}/api/inquiries`,
    connections,
    duration: durationS,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          sequence += 1;
          return {
            ...request,
            body: JSON.stringify({
              name: `Bench Visitor ${sequence}`,
              email: `bench${sequence}@example.com`,
              phone: "(760) 555-0100",
              message: `Benchmark message number ${sequence}.\nSecond line.`,
              interest: "other",
              consent: true,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) acknowledged.add((JSON.parse(body) as { id: number }).id);
        },
      },
    ],
  });
  return summarize("POST /api/inquiries", connections, durationS, r);
}
