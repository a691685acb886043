// The controls the dashboard draws light until first used (./hint.tsx, ./select.tsx): their code, with
// Mantine's Tooltip and Select from the late curated module (scripts/webpack/curated.js `LATE`).
import { Select, Tooltip } from '@mantine/core';

export { Select, Tooltip };
