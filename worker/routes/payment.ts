import { Hono } from "hono";
import type { AppEnv } from "../types";

export const paymentRoutes = new Hono<AppEnv>();
