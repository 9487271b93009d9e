// A stack of clean-up steps, run once on the way out: after success, after a failure, or on Ctrl-C.

/** @type {Array<{ label: string, fn: () => Promise<void> | void }>} */
const steps = [];
let running = false;

/** Registers a step; steps run in reverse order of registration. Returns a function that runs it now. */
export function onCleanup(label, fn) {
  const step = { label, fn };
  steps.push(step);
  return async () => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    await fn();
  };
}

/** Runs every registered step; one failing step does not keep the others from running. */
export async function cleanupAll() {
  if (running) return;
  running = true;
  while (steps.length > 0) {
    const step = /** @type {(typeof steps)[number]} */ (steps.pop());
    try {
      await step.fn();
    } catch (error) {
      console.error(
        `clean-up "${step.label}" failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  running = false;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    void cleanupAll().finally(() => process.exit(130));
  });
}
