// A search thread that exits when asked to search "exit now": how the tests make a thread die.
// Imports evaluate in order, so that listener comes first and the search is never answered.
import './exit-on-request.ts';
import '../../modules/search/replicas/search-thread.ts';
