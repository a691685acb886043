import { closeLeaked } from './app';

// After each API test file: close what a failed or timed-out hook left open, so jest exits.
afterAll(() => closeLeaked());
