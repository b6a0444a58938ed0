#pragma once
// A program stopped by Ctrl+C, SIGTERM or SIGHUP while it writes a file leaves no temporary file
// behind: an interrupted `ledge sim --trace OUT` would leave OUT.tmp-PID, hundreds of MB.

namespace ledge::app {

// From now on, while core/io has a temporary file (io::watchTempFiles), a handler of SIGINT,
// SIGTERM and SIGHUP removes it and then lets the signal do what it did before (end the program).
// A signal the program ignores (a background job's SIGINT) stays ignored. Call once, early in main.
void removeTempFilesOnSignal();

}  // namespace ledge::app
