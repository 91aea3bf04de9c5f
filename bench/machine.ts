// The machine a benchmark runs on: its figures mean little without it, so every bench prints it
// before its figures and puts it in its last-line JSON.
import { availableParallelism, cpus } from 'node:os';

export interface Machine {
  /** CPU model as the operating system names it. */
  readonly cpu: string;
  /** Cores this process may use (logical CPUs, within any affinity or container limit). */
  readonly cores: number;
}

export const machine: Machine = {
  cpu: cpus()[0]?.model.trim() || 'unknown CPU',
  cores: availableParallelism(),
};

/** Prints the machine on one line, e.g. `machine: AMD EPYC 7B13, 2 cores`. */
export function printMachine(): void {
  console.log(`machine: ${machine.cpu}, ${machine.cores} core${machine.cores === 1 ? '' : 's'}`);
}
