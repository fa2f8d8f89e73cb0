-- Settings and bookkeeping as typed columns and rows, instead of the LiveMessage rows named
-- "m:<key>" with string-encoded values. Every such row is carried over, then LiveMessage goes.

-- CreateEnum
CREATE TYPE "MapMode" AS ENUM ('turn', 'round', 'request', 'edit');

-- CreateEnum
CREATE TYPE "MessageSlot" AS ENUM ('lobby', 'begun', 'summary', 'panel', 'board', 'ended', 'dm', 'hand');

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "mapMode" "MapMode" NOT NULL DEFAULT 'turn',
ADD COLUMN     "startedGameId" TEXT,
ADD COLUMN     "undoableSeq" INTEGER,
ADD COLUMN     "undoableBy" TEXT,
ADD COLUMN     "summarizedSeq" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "GameMessage" (
    "gameId" TEXT NOT NULL,
    "slot" "MessageSlot" NOT NULL,
    "seat" INTEGER NOT NULL DEFAULT -1,
    "channelId" TEXT,
    "messageId" TEXT,
    "about" INTEGER,
    "digest" TEXT,
    "intentNonce" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameMessage_pkey" PRIMARY KEY ("gameId","slot","seat")
);

-- AddForeignKey
ALTER TABLE "GameMessage" ADD CONSTRAINT "GameMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "EphemeralPanel" (
    "gameId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EphemeralPanel_pkey" PRIMARY KEY ("gameId","userId","messageId")
);

-- AddForeignKey
ALTER TABLE "EphemeralPanel" ADD CONSTRAINT "EphemeralPanel_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Carry over the game settings and bookkeeping.
UPDATE "Game" g SET "mapMode" = m."messageId"::"MapMode"
  FROM "LiveMessage" m WHERE m."gameId" = g."id" AND m."kind" = 'm:map' AND m."messageId" IN ('turn', 'round', 'request', 'edit');
UPDATE "Game" g SET "startedGameId" = m."messageId"
  FROM "LiveMessage" m WHERE m."gameId" = g."id" AND m."kind" = 'm:started';
-- "<seq>:<user id>"; "-" meant nothing.
UPDATE "Game" g SET "undoableSeq" = split_part(m."messageId", ':', 1)::INTEGER, "undoableBy" = substr(m."messageId", strpos(m."messageId", ':') + 1)
  FROM "LiveMessage" m WHERE m."gameId" = g."id" AND m."kind" = 'm:undoable' AND m."messageId" ~ '^[0-9]{1,9}:.+$';
UPDATE "Game" g SET "summarizedSeq" = m."messageId"::INTEGER
  FROM "LiveMessage" m WHERE m."gameId" = g."id" AND m."kind" = 'm:posted' AND m."messageId" ~ '^[0-9]{1,9}$';
-- A lobby seat's chosen colour lived in "m:colour:<seat>"; it belongs in the seat.
UPDATE "Seat" s SET "colour" = m."messageId"
  FROM "LiveMessage" m WHERE m."gameId" = s."gameId" AND m."kind" = 'm:colour:' || s."seat"::TEXT AND m."messageId" IN ('red', 'blue', 'yellow', 'white');

-- Message refs "<channel>/<message>[/<about>]" ("-/-/<about>": no message) and hand digests.
INSERT INTO "GameMessage" ("gameId", "slot", "seat", "channelId", "messageId", "about", "digest", "updatedAt")
SELECT m."gameId",
       CAST(split_part(substr(m."kind", 3), ':', 1) AS "MessageSlot"),
       CASE WHEN m."kind" ~ '^m:(dm|hand):[0-9]+$' THEN split_part(m."kind", ':', 3)::INTEGER ELSE -1 END,
       CASE WHEN m."kind" LIKE 'm:hand:%' OR split_part(m."messageId", '/', 1) IN ('', '-') THEN NULL ELSE split_part(m."messageId", '/', 1) END,
       CASE WHEN m."kind" LIKE 'm:hand:%' OR split_part(m."messageId", '/', 2) IN ('', '-') THEN NULL ELSE split_part(m."messageId", '/', 2) END,
       CASE WHEN m."kind" IN ('m:panel') OR m."kind" LIKE 'm:dm:%' THEN NULLIF(substring(split_part(m."messageId", '/', 3) FROM '^[0-9]{1,9}$'), '')::INTEGER ELSE NULL END,
       CASE WHEN m."kind" LIKE 'm:hand:%' THEN m."messageId" ELSE NULL END,
       m."updatedAt"
  FROM "LiveMessage" m
 WHERE m."kind" IN ('m:lobby', 'm:begun', 'm:panel', 'm:board', 'm:ended') OR m."kind" ~ '^m:(dm|hand):[0-9]+$';

-- Posts begun and not recorded: "m:intent:<slot>[:<seat>]" held the nonce.
INSERT INTO "GameMessage" ("gameId", "slot", "seat", "intentNonce", "updatedAt")
SELECT m."gameId",
       CAST(split_part(m."kind", ':', 3) AS "MessageSlot"),
       CASE WHEN m."kind" ~ '^m:intent:(dm|hand):[0-9]+$' THEN split_part(m."kind", ':', 4)::INTEGER ELSE -1 END,
       m."messageId",
       m."updatedAt"
  FROM "LiveMessage" m
 WHERE m."kind" IN ('m:intent:begun', 'm:intent:summary', 'm:intent:panel', 'm:intent:ended') OR m."kind" ~ '^m:intent:(dm|hand):[0-9]+$'
ON CONFLICT ("gameId", "slot", "seat") DO UPDATE SET "intentNonce" = EXCLUDED."intentNonce";

-- Ephemeral panels: "m:eph:<user>" = "<ms>~<token>~<message> ..." (space-separated).
INSERT INTO "EphemeralPanel" ("gameId", "userId", "messageId", "token", "createdAt")
SELECT m."gameId", substr(m."kind", 7), split_part(e, '~', 3), split_part(e, '~', 2), to_timestamp(split_part(e, '~', 1)::BIGINT / 1000.0)::TIMESTAMP(3)
  FROM "LiveMessage" m CROSS JOIN LATERAL regexp_split_to_table(m."messageId", ' ') AS e
 WHERE m."kind" LIKE 'm:eph:_%' AND e ~ '^[0-9]{1,15}~[A-Za-z0-9_.-]+~[0-9]+$'
ON CONFLICT DO NOTHING;

-- Reminders: "m:remind:<seat>" = "<openedAt>@<ms>", the last reminder sent for that decision. The
-- latest one of each game whose player still wants reminders becomes its Reminder row (without a
-- job: the bot schedules it at start-up, an interval after that last reminder).
INSERT INTO "Reminder" ("gameId", "seat", "openedAt", "userId", "everyMinutes", "sent", "lastSentAt", "jobKey", "updatedAt")
SELECT DISTINCT ON (m."gameId")
       m."gameId", s."seat", split_part(m."messageId", '@', 1)::INTEGER, s."userId", p."reminderMinutes", 1,
       to_timestamp(split_part(m."messageId", '@', 2)::BIGINT / 1000.0)::TIMESTAMP(3), NULL, CURRENT_TIMESTAMP
  FROM "LiveMessage" m
  JOIN "Game" g ON g."id" = m."gameId" AND g."status" = 'active'
  JOIN "Seat" s ON s."gameId" = m."gameId" AND m."kind" = 'm:remind:' || s."seat"::TEXT
  JOIN "UserPreference" p ON p."userId" = s."userId" AND p."reminderMinutes" IS NOT NULL
 WHERE m."messageId" ~ '^[0-9]{1,9}@[0-9]{1,15}$'
 ORDER BY m."gameId", split_part(m."messageId", '@', 1)::INTEGER DESC
ON CONFLICT ("gameId") DO NOTHING;

-- DropForeignKey
ALTER TABLE "LiveMessage" DROP CONSTRAINT "LiveMessage_gameId_fkey";

-- DropTable
DROP TABLE "LiveMessage";
