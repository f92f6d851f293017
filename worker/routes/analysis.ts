import { Hono } from "hono";
import type { AppEnv } from "../types";

export const analysisRoutes = new Hono<AppEnv>();
