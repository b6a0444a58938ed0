# cmake -DCXX=<compiler> -DROOT=<source dir> -DLIBRARIES=<folder of libledge_core.a and libledge_io.a>
#       -DWORK=<scratch dir> -P plain_compiler_test.cmake
# README's command for a game built without CMake, tried as written there: the game loop example
# compiled and linked by one compiler command against the built libraries, then run on a level.

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(
  COMMAND ${CXX} -std=c++20 -O2 -ffp-contract=off -I ${ROOT} ${ROOT}/core/examples/game_loop.cpp
          -L ${LIBRARIES} -lledge_io -lledge_core -lpugixml -lz -pthread -o ${WORK}/game_loop
  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the example does not build with README's plain compiler command:\n${output}")
endif()
execute_process(COMMAND ${WORK}/game_loop ${ROOT}/levels/pixel-elevator-squish.json
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the example built with README's plain compiler command fails: exit ${result}\n${output}")
endif()
