/**
 * The socket errors that mean a connection to the api went away before any answer came (undici's and Node's names):
 * the instance holding it ended (a crash, a restart, SIGKILL), or it closed an idle kept-alive connection as a call
 * went out. A call that is safe to send twice may then be sent again, on a new connection.
 */
export const droppedCodes: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
