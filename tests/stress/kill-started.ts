import { afterAll } from 'vitest';
import { killStarted } from './started-processes';

// Setup file of the process and stress suites: what a file started ends with the file.
afterAll(killStarted);
