-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "publishedVersion" INTEGER NOT NULL DEFAULT 0;

-- Existing games. A game in play counts as one change behind what was published: the first
-- start after the upgrade publishes it again. Publishing is idempotent (what was already posted
-- is found through LiveMessage and kept), so a game that was up to date gets at most its panel
-- edited in place, and a game stranded by an earlier crash between commit and post gets its
-- summary and panel at last. Other games (lobbies, finished, aborted) count as published; none
-- of them is ever published at version 0, so none posts "The game begins" again.
UPDATE "Game" SET "publishedVersion" = 1;
UPDATE "Game" SET "version" = 2 WHERE "status" IN ('active', 'paused');
