-- Summits in the thread: each proposal its own message (seat: the proposal's number), and the
-- game's Summit timer (hours the Negotiations last).

-- AlterEnum
ALTER TYPE "MessageSlot" ADD VALUE 'proposal';

-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "summitHours" INTEGER NOT NULL DEFAULT 24;
