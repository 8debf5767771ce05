// A painter thread starts here: the project runs TypeScript through tsx, which a worker thread does not inherit
// everywhere (a test runner's worker, for one), so it registers tsx before loading the painter.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
