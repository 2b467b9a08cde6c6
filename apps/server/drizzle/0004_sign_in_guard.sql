-- The sign-in guard (account names as typed, client addresses): granted to no data view.
CREATE TABLE "sys_sign_in_guard" (
	"kind" varchar(16) NOT NULL,
	"key" varchar(128) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"granted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sys_sign_in_guard_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "sys_sign_in_guard_updated_idx" ON "sys_sign_in_guard" USING btree ("updated_at");