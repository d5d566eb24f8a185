// @ts-check
// The messages between the page (engine.js) and the engine's worker (worker.js), typed once for both,
// as a union on `type` (the way Material's search worker types its messages). Types only: nothing here runs.

/**
 * The page asks: a request for hoyle.web.respond, numbered so its answer finds its way back.
 * @typedef {{id: number, request: Record<string, unknown>}} AskMessage
 */
/**
 * What a widget reads of an answer besides its HTML: the error, if it is one, and for an answer in parts
 * its stream's number and whether it is the last part. The rest of the engine's answer stays in the worker.
 * @typedef {{error?: {code: string, message: string}, sid?: number, done?: boolean}} Answer
 */
/**
 * The engine is ready: hoyle's version, the start's time, whether it was restored from the memory
 * snapshot, which standard library it loaded, and what failed on the way (nothing that stopped it).
 * @typedef {{type: "ready", version: string, ms: number, restored: boolean, stdlib: string | null, problems: string[]}} ReadyMessage
 */
/**
 * Why a start failed, as the reader is told it: the connection (offline, a download refused or cut), the site's
 * host (an error status, a script sent as another type than JavaScript), this browser (no WebAssembly, or a policy
 * that forbids it), or the engine itself.
 * @typedef {"network" | "host" | "browser" | "engine"} FailureReason
 */
/**
 * The engine could not start, and why.
 * @typedef {{type: "failed", message: string, reason?: FailureReason}} FailedMessage
 */
/**
 * The answer to the page's request `id`.
 * @typedef {{type: "answer", id: number, answer: Answer, html: string}} AnswerMessage
 */
/**
 * The start goes on: a download answered or a part of it arrived, or a step of the start done (the page gives
 * up a start that sends none of these for a while: engine.js, STALL_MS); with the bytes of the engine's
 * downloads arrived so far and, once the manifest has said it, their total (uncompressed).
 * @typedef {{type: "progress", got?: number, total?: number}} ProgressMessage
 */
/** @typedef {ReadyMessage | FailedMessage | AnswerMessage | ProgressMessage} WorkerMessage */

export {};
