/**
 * The advisor chat under `/api/chat/` (spec section 7): conversations list, load, delete, and the message call.
 * The spec passes `user_id` in queries and bodies: it is accepted, but the user is always the session's, and a
 * `user_id` naming someone else is refused (403). `POST /message/` answers the spec's JSON; with
 * `Accept: text/event-stream` the reply streams as Server-Sent Events (`delta`, `reset`, then `done` or `error`).
 */
import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { CHAT_MESSAGES, chatMessageRequestSchema } from "../../shared/schemas/chat";
import { badRequest, forbidden } from "../lib/errors";
import { describeError, log } from "../lib/log";
import { validate } from "../lib/validation";
import { requireUserId } from "../middleware/actor";
import { aiTimeoutMs, selectAiProvider } from "../providers/ai/select";
import { deleteConversation, listConversations, loadConversation, prepareTurn, replyTo } from "../services/chat";
import type { AppEnv } from "../types";

export const CHAT_ROUTE_ERRORS = {
  foreignUser: "Нет доступа к беседам другого пользователя",
  send: "Произошла ошибка при отправке сообщения",
} as const;

/** The session's user; a `user_id` given in the query or body must be the same one. */
function sessionUser(c: Context<AppEnv>, claimed: string | null | undefined): string {
  const userId = requireUserId(c);
  if (claimed && claimed !== userId) throw forbidden(CHAT_ROUTE_ERRORS.foreignUser);
  return userId;
}

export const chatRoutes = new Hono<AppEnv>()
  .get("/conversations/", async (c) => {
    const userId = sessionUser(c, c.req.query("user_id"));
    return c.json(await listConversations(c.var.db, userId), 200);
  })
  .get("/conversations/:id/", async (c) => {
    const userId = sessionUser(c, c.req.query("user_id"));
    return c.json(await loadConversation(c.var.db, userId, c.req.param("id")), 200);
  })
  .delete("/conversations/:id/", async (c) => {
    const userId = sessionUser(c, c.req.query("user_id"));
    await deleteConversation(c.var.db, userId, c.req.param("id"));
    return c.json({ deleted: true }, 200);
  })
  // The body is read as any JSON object first, then checked here so the answer says what is wrong with the message.
  .post("/message/", validate("json", z.record(z.string(), z.unknown()), CHAT_MESSAGES.invalid), async (c) => {
    const parsed = chatMessageRequestSchema.safeParse(c.req.valid("json"));
    if (!parsed.success) {
      // The message's own problems (blank, too long) have Russian texts; anything else is a malformed request.
      const issue = parsed.error.issues[0];
      throw badRequest(issue?.path[0] === "message" ? issue.message : CHAT_MESSAGES.invalid, "invalid_chat_message");
    }
    const request = parsed.data;
    const userId = sessionUser(c, request.user_id);
    const turn = await prepareTurn(c.var.db, userId, request);
    if (!("resume" in turn)) return c.json(turn, 200);
    const deps = { provider: selectAiProvider(c.env), timeoutMs: aiTimeoutMs(c.env) };
    // A person who stops the reply closes the request (the `enable_request_signal` flag makes its signal fire);
    // the turn is then cancelled and not stored.
    if (!(c.req.header("Accept") ?? "").includes("text/event-stream")) {
      const signal = c.req.raw.signal;
      try {
        return c.json({ conversation: await replyTo(c.var.db, { ...deps, signal }, userId, request, turn) }, 200);
      } catch (error) {
        if (!signal.aborted) throw error;
        log.info("advisor_turn_stopped", { requestId: c.var.requestId });
        // Nobody reads this answer: 499 is the usual record of "the client closed the request".
        return new Response(null, { status: 499 });
      }
    }
    return streamSSE(c, async (stream) => {
      // The stream is cancelled when the reader goes away, even where the request's own signal does not fire.
      const stopped = new AbortController();
      stream.onAbort(() => stopped.abort(new DOMException("The reply was stopped", "AbortError")));
      const signal = AbortSignal.any([c.req.raw.signal, stopped.signal]);
      try {
        const sink = {
          delta: (text: string) => void stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) }),
          reset: () => void stream.writeSSE({ event: "reset", data: "{}" }),
        };
        const conversation = await replyTo(c.var.db, { ...deps, signal }, userId, request, turn, sink);
        await stream.writeSSE({ event: "done", data: JSON.stringify({ conversation }) });
      } catch (error) {
        if (signal.aborted) {
          log.info("advisor_turn_stopped", { requestId: c.var.requestId });
          return;
        }
        log.error("advisor_stream_failed", { requestId: c.var.requestId, ...describeError(error) });
        await stream.writeSSE({ event: "error", data: JSON.stringify({ error: CHAT_ROUTE_ERRORS.send }) });
      }
    });
  });
