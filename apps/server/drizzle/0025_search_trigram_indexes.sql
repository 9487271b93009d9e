CREATE INDEX "messages_body_trgm_idx" ON "messages" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topics_subject_trgm_idx" ON "topics" USING gin ("subject" gin_trgm_ops);