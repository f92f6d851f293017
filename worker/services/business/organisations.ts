/** Organisations: one per signed-in owner, with a prepaid balance and a price per analysis (decision 272). */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organisations } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/ids";

export type OrganisationRow = typeof organisations.$inferSelect;

export const ORGANISATION_EXISTS_MESSAGE = "У тебя уже есть организация.";
export const NO_ORGANISATION_MESSAGE = "Сначала создай организацию.";

/** The resume rows of API analyses belong to this pseudo-visitor: no cookie can carry it (":" is not base64url). */
export const apiOwnerOf = (organisationId: string) => `api:${organisationId}`;

export const rubToKopecks = (rub: number) => Math.round(rub * 100);
export const kopecksToRub = (kopecks: number) => kopecks / 100;

/** The organisation's own price, or the configured default (B2B_PRICE_RUB). */
export function priceKopecksOf(organisation: OrganisationRow, defaultPriceRub: number): number {
  return organisation.priceKopecks ?? rubToKopecks(defaultPriceRub);
}

export async function findOrganisationOfOwner(db: Database, userId: string): Promise<OrganisationRow | null> {
  return (await db.select().from(organisations).where(eq(organisations.ownerUserId, userId)).get()) ?? null;
}

export async function requireOrganisationOfOwner(db: Database, userId: string): Promise<OrganisationRow> {
  const organisation = await findOrganisationOfOwner(db, userId);
  if (!organisation) throw new ApiError(409, "no_organisation", NO_ORGANISATION_MESSAGE);
  return organisation;
}

/** One per owner: the unique owner column decides between two simultaneous calls. */
export async function createOrganisation(db: Database, userId: string, name: string): Promise<OrganisationRow> {
  const created = await db
    .insert(organisations)
    .values({ id: newId(), ownerUserId: userId, name })
    .onConflictDoNothing({ target: organisations.ownerUserId })
    .returning()
    .get();
  if (!created) throw new ApiError(409, "organisation_exists", ORGANISATION_EXISTS_MESSAGE);
  return created;
}
