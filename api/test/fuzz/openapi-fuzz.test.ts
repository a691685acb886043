import { expectRouteTableDocumented, fuzzRoutes } from './fuzz-run';

// The fuzz run of every route (fuzz-run.ts), first half of the route table; the second half is
// openapi-fuzz-2.test.ts. Together: ≥ 10,000 seeded bad requests, no 5xx, documented errors,
// the database unchanged.
test('the OpenAPI document lists every route of the app (hidden ones aside)', expectRouteTableDocumented);

test('≥ 5,000 bad requests over half the routes: no 5xx, documented errors, database unchanged', () =>
  fuzzRoutes(0, 2));
