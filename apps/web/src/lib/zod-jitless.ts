/**
 * The Content-Security-Policy forbids eval. Zod's schemas would probe for it with `new Function`,
 * which the browser reports as a policy violation even though zod catches the refusal; `jitless`
 * turns the probe off.
 *
 * Zod 4 keeps its settings in one object on `globalThis.__zod_globalConfig` (shared by every copy
 * of zod on the page), which `config()` from 'zod/v4/core' merely fills in. Filling it in here, in
 * whichever order zod loads, keeps zod itself out of the entry chunk: importing `config` would put
 * zod's core (some 3 kB gzipped) in front of the sign-in screen, which parses nothing (issue 21,
 * item 11). zod-jitless.test.ts holds zod to this.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function makeZodJitless() {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
    jitless: true,
  });
}
