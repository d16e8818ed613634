"use client";

export { default } from "@/components/site/page-error";
