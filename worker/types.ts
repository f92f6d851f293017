import type { Database } from "./db/client";
import type { AppConfig } from "./lib/config";

/** Who is calling: a signed-in user, an anonymous visitor (cookie), or both before the visitor's resumes are claimed. */
export interface Actor {
  userId: string | null;
  visitorId: string | null;
}

export interface AppVariables {
  db: Database;
  config: AppConfig;
  actor: Actor;
  requestId: string;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };

/** Runs work after the answer (a route's `executionCtx.waitUntil`); the task never rejects. */
export type RunInBackground = (task: Promise<void>) => void;
