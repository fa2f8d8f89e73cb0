-- Summit proposals posted in the thread, one message each (seat: the proposal's number).

-- AlterEnum
ALTER TYPE "MessageSlot" ADD VALUE 'proposal';
