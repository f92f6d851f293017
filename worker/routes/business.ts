/**
 * The business console's API, `/api/business/` (cookie session + CSRF like every site call; decision 275): the
 * signed-in owner's organisation, keys (the key itself is answered once), webhooks (the secret once), balance
 * top-ups through the site's payment provider, usage, the statement and the delivery log, in one overview.
 */
import { type Context, Hono } from "hono";
import {
  type ConsoleOverview,
  createKeySchema,
  createOrganisationSchema,
  createTopUpSchema,
  createWebhookSchema,
} from "../../shared/schemas/business";
import { ApiError, notFound } from "../lib/errors";
import { log } from "../lib/log";
import { validate } from "../lib/validation";
import { requireUserId } from "../middleware/actor";
import { selectPaymentProvider } from "../providers/payments/select";
import { PaymentConfigError } from "../providers/payments/types";
import { listApiAnalyses } from "../services/business/analyses";
import {
  countActiveKeys,
  createApiKey,
  listApiKeys,
  MAX_ACTIVE_KEYS,
  revokeApiKey,
  toConsoleKey,
} from "../services/business/keys";
import { listStatement, toStatementEntry, usageOf } from "../services/business/metering";
import {
  createOrganisation,
  findOrganisationOfOwner,
  kopecksToRub,
  priceKopecksOf,
  requireOrganisationOfOwner,
} from "../services/business/organisations";
import { refreshTopUp, startTopUp } from "../services/business/top-ups";
import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
} from "../services/business/webhooks";
import type { AppEnv } from "../types";

const PAYMENTS_UNAVAILABLE = "Оплата временно недоступна. Пожалуйста, попробуй позже или напиши в поддержку.";

async function overview(c: Context<AppEnv>): Promise<ConsoleOverview> {
  const db = c.var.db;
  const organisation = await findOrganisationOfOwner(db, requireUserId(c));
  if (!organisation) {
    return { organisation: null, keys: [], webhooks: [], usage: null, statement: [], deliveries: [], analyses: [] };
  }
  const price = priceKopecksOf(organisation, c.var.config.b2bPriceRub);
  const [keys, webhooks, usage, statement, deliveries, analyses] = await Promise.all([
    listApiKeys(db, organisation.id),
    listWebhookEndpoints(db, organisation.id),
    usageOf(db, organisation, price),
    listStatement(db, organisation.id, 20, null),
    listDeliveries(db, organisation.id),
    listApiAnalyses(db, organisation.id, { limit: 10, cursor: null, language: "ru" }),
  ]);
  return {
    organisation: {
      id: organisation.id,
      name: organisation.name,
      balance_rub: kopecksToRub(organisation.balanceKopecks),
      price_rub: kopecksToRub(price),
    },
    keys: keys.map(toConsoleKey),
    webhooks: webhooks.map((w) => ({ id: w.id, url: w.url, created_at: w.createdAt.toISOString() })),
    usage,
    statement: statement.rows.map(toStatementEntry),
    deliveries: deliveries.map(({ delivery, url }) => ({
      id: delivery.id,
      endpoint_url: url,
      event_type: delivery.eventType,
      event_id: delivery.eventId,
      status: delivery.status,
      attempts: delivery.attempts,
      last_status_code: delivery.lastStatusCode,
      last_error: delivery.lastError,
      created_at: delivery.createdAt.toISOString(),
    })),
    analyses: analyses.data,
  };
}

/** SITE_URL, or the request's origin outside production (the same rule as the site's payments, decision 060). */
function paymentOrigin(c: Context<AppEnv>): string {
  const { siteUrl, environment, sellerIsPlaceholder } = c.var.config;
  if (environment === "production" && (sellerIsPlaceholder || !siteUrl)) {
    log.error("payments_not_configured", { requestId: c.var.requestId, reason: "SITE_URL or seller requisites" });
    throw new ApiError(503, "payments_unavailable", PAYMENTS_UNAVAILABLE);
  }
  return siteUrl ? siteUrl.replace(/\/+$/, "") : new URL(c.req.url).origin;
}

function paymentProvider(c: Context<AppEnv>) {
  try {
    return selectPaymentProvider(c.env);
  } catch (error) {
    if (!(error instanceof PaymentConfigError)) throw error;
    throw new ApiError(503, "payments_unavailable", PAYMENTS_UNAVAILABLE);
  }
}

export const businessConsoleRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await overview(c), 200))

  .post(
    "/organisation/",
    validate(
      "json",
      createOrganisationSchema,
      (e) => new ApiError(400, "validation_error", e.issues[0]?.message ?? ""),
    ),
    async (c) => {
      await createOrganisation(c.var.db, requireUserId(c), c.req.valid("json").name);
      return c.json(await overview(c), 201);
    },
  )

  .post("/keys/", validate("json", createKeySchema), async (c) => {
    const organisation = await requireOrganisationOfOwner(c.var.db, requireUserId(c));
    if ((await countActiveKeys(c.var.db, organisation.id)) >= MAX_ACTIVE_KEYS) {
      throw new ApiError(
        409,
        "too_many_keys",
        `Активных ключей может быть не больше ${MAX_ACTIVE_KEYS}: отзови ненужный.`,
      );
    }
    const { key, row } = await createApiKey(c.var.db, organisation.id, c.req.valid("json"));
    return c.json({ key, api_key: toConsoleKey(row) }, 201);
  })

  .post("/keys/:id/revoke/", async (c) => {
    const organisation = await requireOrganisationOfOwner(c.var.db, requireUserId(c));
    if (!(await revokeApiKey(c.var.db, organisation.id, c.req.param("id")))) throw notFound("Ключ не найден");
    return c.json(await overview(c), 200);
  })

  .post(
    "/webhooks/",
    validate("json", createWebhookSchema, (e) => new ApiError(400, "validation_error", e.issues[0]?.message ?? "")),
    async (c) => {
      const organisation = await requireOrganisationOfOwner(c.var.db, requireUserId(c));
      const { endpoint, secret } = await createWebhookEndpoint(c.var.db, organisation.id, c.req.valid("json").url);
      return c.json(
        { secret, webhook: { id: endpoint.id, url: endpoint.url, created_at: endpoint.createdAt.toISOString() } },
        201,
      );
    },
  )

  .delete("/webhooks/:id/", async (c) => {
    const organisation = await requireOrganisationOfOwner(c.var.db, requireUserId(c));
    if (!(await disableWebhookEndpoint(c.var.db, organisation.id, c.req.param("id"))))
      throw notFound("Адрес не найден");
    return c.json(await overview(c), 200);
  })

  .post(
    "/top-ups/",
    validate("json", createTopUpSchema, (e) => new ApiError(400, "validation_error", e.issues[0]?.message ?? "")),
    async (c) => {
      const organisation = await requireOrganisationOfOwner(c.var.db, requireUserId(c));
      const started = await startTopUp(c.var.db, paymentProvider(c), {
        organisation,
        amountRub: c.req.valid("json").amount_rub,
        origin: paymentOrigin(c),
        siteName: c.var.config.siteName,
      });
      return c.json({ top_up_id: started.topUpId, payment_url: started.paymentUrl }, 201);
    },
  )

  .post("/top-ups/:id/check/", async (c) => {
    const organisation = await requireOrganisationOfOwner(c.var.db, requireUserId(c));
    const topUp = await refreshTopUp(c.var.db, paymentProvider(c), organisation.id, c.req.param("id"));
    if (!topUp) throw notFound("Пополнение не найдено");
    return c.json(await overview(c), 200);
  });
