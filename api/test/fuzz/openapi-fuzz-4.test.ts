import { fuzzRoutes } from './fuzz-run';

// Slices 7 and 8 of 8 of the route table (see openapi-fuzz.test.ts).
test.each([7, 8])(
  '≥ 1,250 bad requests over slice %i of 8 of the routes: no 5xx, documented errors, database unchanged',
  (slice) => fuzzRoutes(slice - 1, 8),
);
