import { fuzzRoutes } from './fuzz-run';

// Slices 3 and 4 of 8 of the route table (see openapi-fuzz.test.ts).
test.each([3, 4])(
  '≥ 1,250 bad requests over slice %i of 8 of the routes: no 5xx, documented errors, database unchanged',
  (slice) => fuzzRoutes(slice - 1, 8),
);
