import TicketKit
import TouchstoneCommandLine

// `touchstone` with tickets: every command, the ticket kind beside the built-in ones, and tickets
// in the scenes `fuzz scene-hit-test` makes.
TouchstoneCommandLine(factories: [TicketViewFactory()], sceneFuzzKinds: [TicketFuzzKind()]).exit()
