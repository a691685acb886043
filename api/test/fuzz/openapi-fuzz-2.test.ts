import { fuzzRoutes } from './fuzz-run';

// The second half of the route table (the first: openapi-fuzz.test.ts).
test('≥ 5,000 bad requests over the other half of the routes: no 5xx, documented errors, database unchanged', () =>
  fuzzRoutes(1, 2));
