import { Hono } from "hono";
import type { AppEnv } from "../types";

export const authRoutes = new Hono<AppEnv>();
