import { Hono } from "hono";
import type { AppEnv } from "../types";

export const devRoutes = new Hono<AppEnv>();
