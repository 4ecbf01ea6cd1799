CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"chunk" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_key_chunk_pk" PRIMARY KEY("key","chunk")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_external_id_idx" ON "businesses" USING btree ("external_id");