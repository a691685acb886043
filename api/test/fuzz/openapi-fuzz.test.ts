import { expectRouteTableDocumented, fuzzRoutes } from './fuzz-run';

// The fuzz run of every route (fuzz-run.ts) in eight slices of the route table, two per file
// (openapi-fuzz-2/3/4.test.ts the others), so jest's two workers share the files and each test, on
// a fresh database, stays well under the root timeout on a busy 2-core machine (a quarter of the
// 118 routes took over 90 s at load 10). Together: ≥ 10,000 seeded bad requests, no 5xx, documented
// errors, the database unchanged.
test('the OpenAPI document lists every route of the app (hidden ones aside)', expectRouteTableDocumented);

test.each([1, 2])(
  '≥ 1,250 bad requests over slice %i of 8 of the routes: no 5xx, documented errors, database unchanged',
  (slice) => fuzzRoutes(slice - 1, 8),
);
