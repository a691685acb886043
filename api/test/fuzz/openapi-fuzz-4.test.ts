import { fuzzRoutes } from './fuzz-run';

// Slice 4 of 4 of the route table (see openapi-fuzz.test.ts).
test('≥ 2,500 bad requests over quarter 4 of the routes: no 5xx, documented errors, database unchanged', () =>
  fuzzRoutes(3, 4));
