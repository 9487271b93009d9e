/** A reason not to start, told in one line; server.ts prints it and exits with `exitCode`. */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}
