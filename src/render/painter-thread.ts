/** A painter thread's side of the pool (painter-pool.ts): one job at a time, answered with its PNG or its error. */
import { parentPort } from "node:worker_threads";
import { errorText } from "../log.ts";
import { paintJob, type PaintJob } from "./paint-job.ts";

export interface PaintRequest {
  id: number;
  job: PaintJob;
}

export type PaintAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on("message", ({ id, job }: PaintRequest) => {
  let answer: PaintAnswer;
  try {
    answer = { id, png: paintJob(job) };
  } catch (error) {
    answer = { id, error: errorText(error) };
  }
  parentPort?.postMessage(answer);
});
