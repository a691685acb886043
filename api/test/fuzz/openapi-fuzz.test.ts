import { expectRouteTableDocumented, fuzzRoutes } from './fuzz-run';

// The fuzz run of every route (fuzz-run.ts) in four slices of the route table, one per file
// (openapi-fuzz-2/3/4.test.ts the others), so jest's two workers share them and each stays well
// under the root timeout on a busy 2-core machine. Together: ≥ 10,000 seeded bad requests, no 5xx,
// documented errors, the database unchanged.
test('the OpenAPI document lists every route of the app (hidden ones aside)', expectRouteTableDocumented);

test('≥ 2,500 bad requests over a quarter of the routes: no 5xx, documented errors, database unchanged', () =>
  fuzzRoutes(0, 4));
