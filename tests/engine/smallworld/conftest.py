import sys
from pathlib import Path

# The scenario helpers sit beside the tests under a name no other test folder uses.
sys.path.insert(0, str(Path(__file__).resolve().parent))
