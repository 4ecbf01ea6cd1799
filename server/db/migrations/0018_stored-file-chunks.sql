CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL,
	"chunk" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_key_chunk_pk" PRIMARY KEY("key","chunk")
);
