import { startConsole } from './boot/start-console';

await startConsole();
