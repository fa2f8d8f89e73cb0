-- The per-seat reminder chains of a simultaneous choice as rows of our own, instead of a query on
-- pg-boss's job table. Nothing is carried over: a chain whose jobs were queued before this has no
-- row, and its next job is handled as src/app/choice-reminders.ts says (it fires if the game
-- still waits on it and its successor is recorded; it is dropped if the seat has another chain).

-- CreateTable
CREATE TABLE "ReminderChain" (
    "gameId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "openedAt" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "everyMinutes" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,
    "jobKey" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReminderChain_pkey" PRIMARY KEY ("gameId","kind","seat")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReminderChain_jobId_key" ON "ReminderChain"("jobId");

-- AddForeignKey
ALTER TABLE "ReminderChain" ADD CONSTRAINT "ReminderChain_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
