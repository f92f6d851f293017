/**
 * Payments (spec section 7): `POST /api/payment/init/`, `POST /api/payment/check-status/`, the provider's webhook
 * `POST /api/payment/notification/`, and the sandbox checkout (`GET /api/payment/sandbox/{id}/` and its form's
 * `POST /api/payment/sandbox/complete/`). The webhook and the sandbox form declare `csrfExempt`: the first is
 * verified by its Token, the second by a per-payment form token.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  type CheckPaymentStatusResponse,
  checkPaymentStatusRequestSchema,
  type InitPaymentResponse,
  initPaymentRequestSchema,
  type PaymentOutcomeResponse,
} from "../../shared/schemas/payment";
import { log } from "../lib/log";
import { validate } from "../lib/validation";
import { csrfExempt } from "../middleware/csrf";
import {
  isValidCheckoutToken,
  readSandboxPayment,
  returnUrlOf,
  sandboxCheckoutToken,
  settleSandboxPayment,
} from "../providers/payments/sandbox";
import { type RenderedPage, renderCheckoutNotFound, renderCheckoutPage } from "../providers/payments/sandbox-page";
import { selectPaymentProvider } from "../providers/payments/select";
import { PaymentConfigError, type PaymentProvider } from "../providers/payments/types";
import type { PaymentReportDeps } from "../services/payments/after-report";
import { checkPaymentStatus } from "../services/payments/check-status";
import { paymentError } from "../services/payments/errors";
import { processNotification } from "../services/payments/notifications";
import { paymentFailureReason } from "../services/payments/outcome";
import { sandboxCheckoutFilename } from "../services/payments/sandbox-checkout";
import { startPayment } from "../services/payments/start";
import type { AppEnv } from "../types";
import { validResumeId } from "./resume-id";

const SANDBOX_COMPLETE_PATH = "/api/payment/sandbox/complete/";
const PAYMENTS_UNAVAILABLE_MESSAGE =
  "Оплата временно недоступна. Пожалуйста, попробуйте позже или напишите в поддержку.";

const sandboxCompleteSchema = z.object({
  payment_id: z.string().regex(/^\d{1,20}$/),
  token: z.string().min(1).max(128),
  action: z.enum(["pay", "decline"]),
});

function paymentProvider(c: Context<AppEnv>): PaymentProvider {
  try {
    return selectPaymentProvider(c.env);
  } catch (error) {
    if (!(error instanceof PaymentConfigError)) throw error;
    log.error("payments_not_configured", { requestId: c.var.requestId, reason: error.message });
    throw paymentError(503, "payments_unavailable", PAYMENTS_UNAVAILABLE_MESSAGE);
  }
}

/**
 * Return and notification URLs point at the public site: SITE_URL. The request's origin comes from its Host header,
 * which a client chooses, so it is used only in development and tests; in production a missing SITE_URL refuses the
 * payment (decision 060) rather than send a payer, or the bank's notifications, to a host someone typed.
 */
function siteOrigin(c: Context<AppEnv>): string {
  const { siteUrl, environment, sellerIsPlaceholder } = c.var.config;
  // The offer and the receipt name the seller: production takes no money under the shipped sample requisites.
  if (environment === "production" && sellerIsPlaceholder) {
    log.error("payments_not_configured", {
      requestId: c.var.requestId,
      reason: "SELLER_NAME/SELLER_INN/SELLER_OGRNIP are the placeholder",
    });
    throw paymentError(503, "payments_unavailable", PAYMENTS_UNAVAILABLE_MESSAGE);
  }
  if (siteUrl) return siteUrl.replace(/\/+$/, "");
  if (environment !== "production") return new URL(c.req.url).origin;
  log.error("payments_not_configured", {
    requestId: c.var.requestId,
    reason: "SITE_URL is empty; payment return URLs need the public origin",
  });
  throw paymentError(503, "payments_unavailable", PAYMENTS_UNAVAILABLE_MESSAGE);
}

/** What a payment report needs: the provider, the analysis queue (the paid hand-off) and work after the answer. */
function reportDeps(c: Context<AppEnv>, provider: PaymentProvider = paymentProvider(c)): PaymentReportDeps {
  return {
    db: c.var.db,
    provider,
    analysisQueue: c.env.ANALYSIS_QUEUE,
    runInBackground: (task) => c.executionCtx.waitUntil(task),
  };
}

function htmlPage(c: Context<AppEnv>, page: RenderedPage, status: 200 | 404) {
  return c.body(page.html, status, page.headers);
}

export const paymentRoutes = new Hono<AppEnv>()
  .post("/init/", validate("json", initPaymentRequestSchema, "Не указано резюме для оплаты"), async (c) => {
    const { resume_id } = c.req.valid("json");
    const started = await startPayment(c.var.db, paymentProvider(c), {
      actor: c.var.actor,
      resumeId: resume_id,
      origin: siteOrigin(c),
      priceRub: c.var.config.priceRub,
      siteName: c.var.config.siteName,
      analysisQueue: c.env.ANALYSIS_QUEUE,
    });
    const body: InitPaymentResponse = { success: true, payment_id: started.paymentId, payment_url: started.paymentUrl };
    return c.json(body, 200);
  })

  .post("/check-status/", validate("json", checkPaymentStatusRequestSchema, "Не указан платеж"), async (c) => {
    const { payment_id } = c.req.valid("json");
    const result = await checkPaymentStatus(reportDeps(c), c.var.actor, payment_id);
    const body: CheckPaymentStatusResponse = {
      success: true,
      payment_id: result.paymentId,
      status: result.status,
      is_paid: result.isPaid,
    };
    return c.json(body, 200);
  })

  /** Why the resume's newest payment failed, for the failure page the bank returns to (decision 250). */
  .get("/outcome/:id/", validResumeId, async (c) => {
    let provider: PaymentProvider | null = null;
    try {
      provider = selectPaymentProvider(c.env);
    } catch (error) {
      if (!(error instanceof PaymentConfigError)) throw error;
    }
    const reason = await paymentFailureReason(c.var.db, provider, c.var.actor, c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    const body: PaymentOutcomeResponse = { reason };
    return c.json(body, 200);
  })

  // T-Bank requires exactly HTTP 200 with the plain body "OK"; anything else makes it retry.
  .post("/notification/", csrfExempt, async (c) => {
    await processNotification(reportDeps(c), await c.req.text(), "notification");
    return c.text("OK", 200);
  })

  .get("/sandbox/:providerPaymentId/", async (c) => {
    const provider = paymentProvider(c);
    const sandboxPayment =
      provider.name === "sandbox" ? await readSandboxPayment(c.env.KV, c.req.param("providerPaymentId")) : null;
    const resumeFilename = sandboxPayment ? await sandboxCheckoutFilename(c.var.db, sandboxPayment.orderId) : null;
    if (!sandboxPayment || resumeFilename === null)
      return htmlPage(c, renderCheckoutNotFound(c.var.config.siteName), 404);
    const settled =
      sandboxPayment.status === "NEW"
        ? null
        : { status: sandboxPayment.status, returnUrl: returnUrlOf(sandboxPayment) };
    const page = renderCheckoutPage(
      {
        providerPaymentId: sandboxPayment.providerPaymentId,
        formToken: await sandboxCheckoutToken(c.env.KV, sandboxPayment.providerPaymentId),
        amountKopecks: sandboxPayment.amountKopecks,
        resumeFilename,
        siteName: c.var.config.siteName,
        settled,
      },
      SANDBOX_COMPLETE_PATH,
      [new URL(sandboxPayment.successUrl).origin, new URL(sandboxPayment.failUrl).origin],
    );
    return htmlPage(c, page, 200);
  })

  .post(
    "/sandbox/complete/",
    csrfExempt,
    validate("form", sandboxCompleteSchema, "Некорректная форма тестовой оплаты"),
    async (c) => {
      const { payment_id, token, action } = c.req.valid("form");
      const provider = paymentProvider(c);
      if (provider.name !== "sandbox") throw paymentError(404, "not_found", "Тестовая оплата отключена");
      if (!(await isValidCheckoutToken(c.env.KV, payment_id, token))) {
        throw paymentError(403, "invalid_checkout_token", "Форма тестовой оплаты недействительна");
      }
      const sandboxPayment = await readSandboxPayment(c.env.KV, payment_id);
      if (!sandboxPayment) throw paymentError(404, "payment_not_found", "Платеж не найден");
      // The sandbox bank settles the payment and notifies us through the same verified path as T-Bank would.
      const { payment: settled, notification } = await settleSandboxPayment(c.env.KV, sandboxPayment, action);
      await processNotification(reportDeps(c, provider), notification, "sandbox");
      return c.redirect(returnUrlOf(settled), 303);
    },
  );
