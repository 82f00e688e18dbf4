"use client";

export { RouteError as default } from "@/components/chrome/error-screen";
